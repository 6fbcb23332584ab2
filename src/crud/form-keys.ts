import type { KeyboardEvent } from 'react';

/**
 * Enter in a date or time picker confirms what was typed there; it must not also submit the form around it (a
 * browser submits a form with a submit button on Enter in any of its inputs). Enter in a text input still saves.
 * Selects already keep their Enter. Put on a form's onKeyDown.
 */
export function keepPickerEnter(e: KeyboardEvent<HTMLFormElement>): void {
  if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('.ant-picker')) {
    e.preventDefault();
  }
}
