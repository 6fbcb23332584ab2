import type { InputHTMLAttributes, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'hidden' | 'style' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  /** the files picked (never none) */
  onFiles: (files: File[]) => void;
};

/**
 * The file input behind a pick button (the button clicks it through `ref`). It empties itself once it has
 * handed the files over, so that the same file can be picked again after a refusal.
 * @example <HiddenFileInput ref={input} accept={ZIP_ACCEPT} aria-label={…} onFiles={([file]) => void pick(file!)} />
 */
export function HiddenFileInput({ onFiles, ...props }: Props) {
  return (
    <input
      {...props}
      type="file"
      hidden
      // any stylesheet display rule beats the attribute (seen in the room-type drawer); an inline style cannot
      style={{ display: 'none' }}
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        e.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
}
