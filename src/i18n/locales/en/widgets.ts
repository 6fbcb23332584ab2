import type { Messages } from '../zh';

export const widgets: Messages['widgets'] = {
  typeError: 'Only jpg, png, jpeg images allowed',
  sizeError: 'File size exceeds the limit',
  countError: 'At most {{max}} images can be uploaded',
  zipError: 'Please upload a zip file',
  image: {
    pick: 'Upload image',
    tip: 'The first image is the main image; drag to reorder',
    main: 'Main',
    item: 'Image {{index}}',
    itemMain: 'Image {{index}} (main image)',
    preview: 'Preview image {{index}}',
    previewOf: 'Preview: {{label}}',
    moveLeft: 'Move image {{index}} left',
    moveRight: 'Move image {{index}} right',
    remove: 'Remove image {{index}}',
    compressing: 'Compressing {{name}}',
    uploading: 'Uploading {{name}}',
    dragInstructions:
      'Press space or enter to pick up an image, use the arrow keys to move it, press space or enter again to drop it, or escape to cancel.',
    dragStart: 'Picked up image {{index}}',
    dragOver: 'Image {{from}} moved to position {{to}}',
    dragEnd: 'Image {{from}} dropped at position {{to}}',
    dragCancel: 'Moving image {{index}} cancelled',
  },
  file: {
    pick: 'Upload file',
    replace: 'Replace',
    remove: 'Remove file',
    hint: 'zip only, at most {{size}} MB',
    uploading: 'Uploading {{name}}',
  },
  editor: {
    loading: 'Loading the editor',
    uploadImage: 'Upload an image into the text',
    placeholder: 'Type here…',
  },
  detail: {
    edit: 'Edit {{label}}',
    editPlain: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
  },
};
