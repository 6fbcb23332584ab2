import { Input, InputNumber, type InputNumberProps, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/*
 * Inputs that never change what was typed (issue 17). antd's InputNumber moves a typed -8 to its `min` and rounds
 * 2.5 to its `precision` when it loses the focus, and an Input's `maxLength` cuts a pasted name short, all without
 * a word: the value saved was not the one typed. Here the bounds are the form's rules, which refuse the value with
 * their message and leave it as it was; a text shows how long it is once it nears its limit.
 */

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** What antd's Form.Item hands the control it wraps: the value, the change, the id its label points at. */
export interface FormControlProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  id?: string;
}

/**
 * A value shown with `places` decimals (168 → '168.00') unless it has more, which stay as they are for the rule
 * to refuse; while the user types, the text is theirs.
 */
export const placesFormatter =
  (places: number): NonNullable<InputNumberProps['formatter']> =>
  (value, { userTyping, input }) => {
    if (userTyping) return input;
    const text = value === undefined || value === null ? '' : String(value);
    if (text === '' || !Number.isFinite(Number(text)) || decimalsOf(text) > places) return text;
    return Number(text).toFixed(places);
  };

/**
 * A number input without clamping or rounding: its bounds and decimals are checked by the form's rules. `places`
 * only formats a value it did not type (a price loaded as 168 shows 168.00).
 */
export function NumberInput({
  places,
  ...props
}: Omit<InputNumberProps, 'min' | 'max' | 'precision'> & { places?: number }) {
  return (
    <InputNumber
      style={{ width: '100%' }}
      formatter={places ? placesFormatter(places) : undefined}
      {...props}
    />
  );
}

/** Characters as the rules count them (a Chinese character or an emoji is one), not UTF-16 units. */
export const charCount = (value: string): number => [...value].length;

/**
 * The length counter of a text with a limit: shown from 80 % of the limit on (a short limit from one character
 * before it), red beyond it (antd marks the count out of range); the text is never cut.
 * @example lengthCounter(30) // counter from the 24th character on
 */
export function lengthCounter(max: number | undefined): InputProps['count'] {
  if (!max) return undefined;
  const from = Math.min(Math.ceil(max * 0.8), max - 1);
  return {
    max,
    strategy: charCount,
    show: ({ count }) => (count >= from ? `${count} / ${max}` : null),
  };
}

/** A one-line text input with its limit counted, not cut. */
export function TextInput({ maxLength, ...props }: InputProps) {
  return <Input count={lengthCounter(maxLength)} {...props} />;
}

/** A text area with its limit counted, not cut. */
export function TextArea({ maxLength, ...props }: TextAreaProps) {
  return <Input.TextArea count={lengthCounter(maxLength)} {...props} />;
}
