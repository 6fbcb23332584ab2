export const dashboard = {
  title: '',
};
