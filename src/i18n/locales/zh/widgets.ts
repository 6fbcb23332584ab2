export const widgets = {
  title: '',
};
