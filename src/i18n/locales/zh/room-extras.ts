export const roomExtras = {
  title: '',
};
