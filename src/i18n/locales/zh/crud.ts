export const crud = {
  title: '',
};
