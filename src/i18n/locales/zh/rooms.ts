export const rooms = {
  title: '',
};
