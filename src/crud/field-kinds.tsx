import type { ReactNode } from 'react';
import { DatePicker, Image, Input, Select, Space, Switch, TimePicker, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '@/components/file-upload';
import { ImageUpload } from '@/components/image-upload';
import { RichTextEditor } from '@/components/rich-text-editor';
import { NumberInput, TextArea, TextInput } from '@/components/typed-inputs';
import { fieldChecks } from '@/utils/field-rules';
import { checkField, decimals, readWire } from '@/domain/entity';
import { antdRule, checks, discountParams, formatPrice, formatYuan } from '@/utils/validators';
import { labelOf, useFieldOptions } from './field-options';
import type { AnyField, FieldType, Option, OptionContext } from './types';

/**
 * Each field type written once (ARCHITECTURE.md, "The CRUD engine"): its form input, its search input, its
 * cell, how its value travels between the wire, the form, the URL and the Excel file, and its own rules.
 */
type Row = Record<string, unknown>;

export interface InputContext extends OptionContext {
  mode: 'add' | 'edit' | 'search';
}

interface Kind {
  input: (f: AnyField, ctx: InputContext) => ReactNode;
  search?: (f: AnyField, ctx: InputContext) => ReactNode;
  cell: (value: unknown, row: Row, f: AnyField, t: TFunction) => ReactNode;
  /** wire row → form value (default: row[key]) */
  toForm?: (row: Row, f: AnyField) => unknown;
  /** form value → wire fields (default: { [key]: value }) */
  toWire?: (value: unknown, f: AnyField) => Row;
  /** search value ↔ URL text (default String / the text) */
  toQuery?: (value: unknown) => string;
  fromQuery?: (text: string, f: AnyField) => unknown;
  /** URL text → list call filters (default { [key]: text }) */
  queryToWire?: (text: string, f: AnyField) => Row;
  /** the Excel cell (default: the text of the value) */
  exportValue?: (value: unknown, row: Row, f: AnyField, options: Option[], t: TFunction) => string | number;
  /** rules of the type itself, before the field's own */
  rules?: (f: AnyField, t: TFunction) => Rule[];
  /** select-like: the required message says 请选择 */
  choose?: boolean;
}

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
/** a moment to the minute, as a shift's start and end are entered */
const MINUTE = 'YYYY-MM-DD HH:mm';

const asDayjs = (v: unknown, format: string): Dayjs | null => {
  if (typeof v !== 'string' || v === '') return null;
  const d = dayjs(v, format);
  return d.isValid() ? d : null;
};
const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const toNumberIfNumeric = (text: string): string | number => (/^-?\d+$/.test(text) ? Number(text) : text);
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function placeholderOf(f: AnyField, t: TFunction, choose: boolean): string {
  if (f.placeholder) return t(f.placeholder);
  return t(choose ? 'crud.choosePlaceholder' : 'crud.inputPlaceholder', { label: t(f.label) });
}

/** Cells of select-like fields show labels; a component so the options hook can run. */
function OptionCell({ field, value }: { field: AnyField; value: unknown }) {
  const { options } = useFieldOptions(field);
  if (Array.isArray(value)) return <>{value.map((v) => labelOf(options, v)).join('、')}</>;
  return <>{labelOf(options, value)}</>;
}

function OptionSelect({ field, ctx, ...rest }: { field: AnyField; ctx: InputContext } & Row) {
  const { options, loading } = useFieldOptions(field);
  const list = field.optionsFrom ? field.optionsFrom(ctx) : options;
  return (
    <Select
      {...rest}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      mode={field.multiple && ctx.mode !== 'search' ? 'multiple' : undefined}
      options={list}
      placeholder={placeholderOf(field, ctx.t, true)}
      style={{ minWidth: 160 }}
    />
  );
}

/** What the select-like kinds (select, dict, entity) share: a select of the field's options, their labels in cells. */
const optionKind: Pick<Kind, 'input' | 'cell' | 'choose'> = {
  input: (f, ctx) => <OptionSelect field={f} ctx={ctx} />,
  cell: (v, _, f) => <OptionCell field={f} value={v} />,
  choose: true,
};
/** The Excel cell of an option value or a list of them: the labels. */
const optionLabels: NonNullable<Kind['exportValue']> = (v, _, __, options) =>
  Array.isArray(v) ? v.map((x) => labelOf(options, x)).join('、') : labelOf(options, v);

function YesNo({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{value === 1 || value === true ? t('crud.yes') : t('crud.no')}</>;
}

const text: Kind = {
  input: (f, ctx) => (
    <TextInput
      allowClear
      maxLength={f.maxLength}
      placeholder={placeholderOf(f, ctx.t, false)}
      {...f.inputProps}
    />
  ),
  cell: (v) => (v === null || v === undefined ? '' : String(v)),
  toWire: (v, f) => ({ [f.key]: typeof v === 'string' ? v.trim() : (v ?? '') }),
};

// typed values are never clamped or rounded (components/typed-inputs): the bounds are rules with their message
const numberInput = (f: AnyField, ctx: InputContext, extra: Row = {}) => (
  <NumberInput
    placeholder={placeholderOf(f, ctx.t, false)}
    suffix={f.unit ? ctx.t(f.unit) : undefined}
    {...extra}
    {...f.inputProps}
  />
);

/**
 * The bounds and decimals of a number field the page sets itself (a field with a declaration has them in its
 * `spec`, checked as the server checks them): refused with a message, as the input no longer clamps. A number
 * field is whole unless it names its `precision`.
 */
function boundsRules(f: AnyField, t: TFunction, places: number, message?: string): Rule[] {
  // a field with its own input (a member price line) checks its value itself
  if (f.spec || f.input) return [];
  const { min, max } = f;
  return [
    {
      validator: async (_, v: unknown) => {
        const n = numberOrNull(v);
        if (n === null) return;
        const below = min !== undefined && n < min;
        const above = max !== undefined && n > max;
        if (message && (below || above || decimals(n) > places)) throw new Error(t(message, { min, max }));
        if (below && max !== undefined) throw new Error(t('fieldRules.range', { min, max }));
        if (below) throw new Error(t('fieldRules.atLeast', { min }));
        if (above) throw new Error(t('fieldRules.atMost', { max }));
        if (decimals(n) > places) {
          throw new Error(places === 0 ? t('fieldRules.whole') : t('fieldRules.decimals', { places }));
        }
      },
    },
  ];
}

const numeric: Kind = {
  input: (f, ctx) => numberInput(f, ctx),
  cell: (v, _, f, t) => (v === null || v === undefined ? '' : `${String(v)}${f.unit ? ` ${t(f.unit)}` : ''}`),
  fromQuery: (s) => numberOrNull(s),
  exportValue: (v) => numberOrNull(v) ?? '',
  rules: (f, t) => boundsRules(f, t, f.precision ?? 0),
};

export const fieldKinds: Record<FieldType, Kind> = {
  text,
  textarea: {
    ...text,
    input: (f, ctx) => (
      <TextArea
        allowClear
        rows={3}
        maxLength={f.maxLength}
        placeholder={placeholderOf(f, ctx.t, false)}
        {...f.inputProps}
      />
    ),
    search: (f, ctx) => <Input allowClear placeholder={placeholderOf(f, ctx.t, false)} />,
  },
  number: numeric,
  money: {
    ...numeric,
    // §5: money has at most two decimals; the floor is the field's `min` (0.01 unless a price may be 0)
    input: (f, ctx) => numberInput(f, ctx, { prefix: '¥', places: 2 }),
    cell: (v) => (numberOrNull(v) === null ? '' : formatYuan(Number(v))),
    exportValue: (v) => (numberOrNull(v) === null ? '' : Number(formatPrice(Number(v)))),
    rules: (f, t) => [
      antdRule(t, fieldChecks.money),
      ...boundsRules({ ...f, min: f.min ?? 0.01, max: f.max ?? 999_999.99 }, t, 2, 'fieldRules.moneyRange'),
    ],
  },
  discount: {
    ...numeric,
    // stored in hundredths of the price (85), entered and shown in tenths (8.5 折), §5
    input: (f, ctx) => numberInput({ ...f, unit: 'crud.discountUnit' }, ctx, { places: 1 }),
    rules: (f, t) => boundsRules({ ...f, min: f.min ?? 0.1, max: f.max ?? 10 }, t, 1),
    cell: (v, _, __, t) =>
      numberOrNull(v) === null ? '' : t('crud.discountValue', discountParams(Number(v))),
    toForm: (row, f) => {
      const n = numberOrNull(row[f.key]);
      return n === null ? null : n / 10;
    },
    toWire: (v, f) => ({ [f.key]: numberOrNull(v) === null ? null : Math.round(Number(v) * 10) }),
    exportValue: (v) => (numberOrNull(v) === null ? '' : Number(v) / 10),
  },
  select: {
    ...optionKind,
    fromQuery: (s) => toNumberIfNumeric(s),
    queryToWire: (s, f) => ({ [f.key]: s }),
    exportValue: optionLabels,
  },
  dict: { ...optionKind, exportValue: optionLabels },
  entity: {
    ...optionKind,
    fromQuery: (s) => toNumberIfNumeric(s),
    exportValue: (v, _, __, options) => labelOf(options, v),
  },
  switch: {
    input: () => <Switch />,
    search: (f, ctx) => (
      <Select
        allowClear
        placeholder={placeholderOf(f, ctx.t, true)}
        style={{ minWidth: 120 }}
        options={[
          { value: 1, label: ctx.t('crud.yes') },
          { value: 0, label: ctx.t('crud.no') },
        ]}
      />
    ),
    cell: (v) => <YesNo value={v} />,
    toForm: (row, f) => row[f.key] === 1 || row[f.key] === true,
    toWire: (v, f) => ({ [f.key]: v === true || v === 1 ? 1 : 0 }),
    fromQuery: (s) => numberOrNull(s),
    exportValue: (v) => (v === 1 || v === true ? 1 : 0),
  },
  date: {
    input: (f, ctx) => (
      <DatePicker style={{ width: '100%' }} placeholder={placeholderOf(f, ctx.t, true)} {...f.inputProps} />
    ),
    cell: (v) => (typeof v === 'string' ? v.slice(0, 10) : ''),
    toForm: (row, f) => asDayjs(row[f.key], DATE),
    toWire: (v, f) => ({ [f.key]: dayjs.isDayjs(v) ? v.format(DATE) : '' }),
    toQuery: (v) => (dayjs.isDayjs(v) ? v.format(DATE) : ''),
    fromQuery: (s) => asDayjs(s, DATE),
    choose: true,
  },
  time: {
    input: (f, ctx) => (
      <TimePicker format={TIME} style={{ width: '100%' }} placeholder={placeholderOf(f, ctx.t, true)} />
    ),
    cell: (v) => (typeof v === 'string' ? v : ''),
    toForm: (row, f) => asDayjs(row[f.key], TIME),
    toWire: (v, f) => ({ [f.key]: dayjs.isDayjs(v) ? v.format(TIME) : '' }),
    toQuery: (v) => (dayjs.isDayjs(v) ? v.format(TIME) : ''),
    fromQuery: (s) => asDayjs(s, TIME),
    choose: true,
  },
  dateRange: rangeKind(DATE, () => <DatePicker.RangePicker style={{ width: '100%' }} />),
  timeRange: rangeKind(TIME, () => <TimePicker.RangePicker format={TIME} style={{ width: '100%' }} />),
  dateTimeRange: rangeKind(
    MINUTE,
    () => <DatePicker.RangePicker showTime={{ format: TIME }} format={MINUTE} style={{ width: '100%' }} />,
    MINUTE.length,
  ),
  images: {
    input: (f) => <ImageUpload {...f.inputProps} />,
    cell: (v, _, f, t) => {
      const urls = Array.isArray(v) ? (v as string[]) : [];
      if (urls.length === 0) return '';
      return (
        <Space size={4}>
          {/* antd wraps the picture in a preview button: both need a name */}
          <Image
            src={urls[0]}
            alt={t(f.label)}
            aria-label={t('widgets.image.previewOf', { label: t(f.label) })}
            width={40}
            height={40}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
          {urls.length > 1 && <Typography.Text type="secondary">+{urls.length - 1}</Typography.Text>}
        </Space>
      );
    },
    toForm: (row, f) => (Array.isArray(row[f.key]) ? row[f.key] : []),
    toWire: (v, f) => ({ [f.key]: Array.isArray(v) ? v : [] }),
    exportValue: (v) => (Array.isArray(v) ? v.join('\n') : ''),
  },
  richText: {
    input: (f, ctx) => <RichTextEditor placeholder={placeholderOf(f, ctx.t, false)} {...f.inputProps} />,
    cell: (v) => (
      <Typography.Text ellipsis style={{ maxWidth: 240 }}>
        {typeof v === 'string' ? plainText(v) : ''}
      </Typography.Text>
    ),
    toWire: (v, f) => ({ [f.key]: typeof v === 'string' ? v : '' }),
    exportValue: (v) => (typeof v === 'string' ? plainText(v) : ''),
  },
  file: {
    input: (f) => <FileUpload {...f.inputProps} />,
    cell: (v) => {
      const file = v as { name?: string; url?: string } | null;
      return file?.url ? (
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          {file.name ?? file.url}
        </a>
      ) : (
        ''
      );
    },
    toForm: (row, f) => row[f.key] ?? null,
    exportValue: (v) => (v as { url?: string } | null)?.url ?? '',
  },
};

/**
 * A range of days, times or moments: two wire keys (`range`, or <key>Start and <key>End) written in `format`, one
 * picker in the form, 'from~to' in the URL; cells and Excel show the first `cellLength` characters of each end.
 */
function rangeKind(format: string, input: () => ReactNode, cellLength?: number): Kind {
  return {
    input,
    cell: (_, row, f, t) => rangeText(row, f, t, cellLength),
    toForm: (row, f) => rangeOf(row, f, format),
    toWire: (v, f) => rangeWire(v, f, format),
    toQuery: (v) => rangeQuery(v, format),
    fromQuery: (s) => rangeFromQuery(s, format),
    queryToWire: (s, f) => rangeWire(rangeFromQuery(s, format), f, format),
    exportValue: (_, row, f, __, t) => rangeText(row, f, t, cellLength),
    choose: true,
  };
}

function rangeOf(row: Row, f: AnyField, format: string): [Dayjs, Dayjs] | null {
  const [a, b] = f.range ?? [`${f.key}Start`, `${f.key}End`];
  const start = asDayjs(row[a], format);
  const end = asDayjs(row[b], format);
  return start && end ? [start, end] : null;
}

function rangeWire(v: unknown, f: AnyField, format: string): Row {
  const [a, b] = f.range ?? [`${f.key}Start`, `${f.key}End`];
  const pair = Array.isArray(v) && v.length === 2 && v.every((d) => dayjs.isDayjs(d)) ? (v as Dayjs[]) : null;
  return { [a]: pair ? pair[0]!.format(format) : '', [b]: pair ? pair[1]!.format(format) : '' };
}

function rangeText(row: Row, f: AnyField, t: TFunction, length?: number): string {
  const [a, b] = f.range ?? [`${f.key}Start`, `${f.key}End`];
  const start = row[a];
  const end = row[b];
  // §2: a period reads 'from 至 to' (moments to the minute, whatever seconds the wire has)
  return start && end
    ? t('crud.range', { from: String(start).slice(0, length), to: String(end).slice(0, length) })
    : '';
}

const rangeQuery = (v: unknown, format: string): string =>
  Array.isArray(v) && v.length === 2 && v.every((d) => dayjs.isDayjs(d))
    ? `${(v[0] as Dayjs).format(format)}~${(v[1] as Dayjs).format(format)}`
    : '';

function rangeFromQuery(s: string, format: string): [Dayjs, Dayjs] | null {
  const [a, b] = s.split('~');
  const start = asDayjs(a, format);
  const end = asDayjs(b, format);
  return start && end ? [start, end] : null;
}

export const kindOf = (f: AnyField): Kind => fieldKinds[f.type ?? 'text'];

/** The antd rules of a form field: required (请选择 for choices), then the type's rules, then the field's. */
export function rulesOf(f: AnyField, t: TFunction): Rule[] {
  const kind = kindOf(f);
  const rules: Rule[] = [];
  const spec = f.spec;
  if (spec) {
    // the declaration's rules, on the value as it would be sent: the same check and message as the server's
    rules.push((form) => ({
      validator: async (_, v: unknown) => {
        const wire = kind.toWire ? kind.toWire(v, f)[f.key] : v;
        const values = form.getFieldsValue(true) as Row;
        const problem = checkField(spec, readWire(spec.kind, wire), values);
        if (problem) throw new Error(t(problem.key, problem.params));
      },
    }));
    rules.push(...(kind.rules?.(f, t) ?? []));
    // what the page checks itself of a table rule (defineCrud keeps only those)
    if (f.rules?.length) rules.push(antdRule(t, ...f.rules));
    return rules;
  }
  if (f.required) {
    const empty = (v: unknown) =>
      v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    rules.push({
      validator: async (_, v: unknown) => {
        if (typeof v === 'string' ? checks.required(v) : empty(v)) {
          throw new Error(kind.choose ? t('validation.selectRequired') : t('validation.required'));
        }
      },
    });
  }
  rules.push(...(kind.rules?.(f, t) ?? []));
  if (f.rules?.length) rules.push(antdRule(t, ...f.rules));
  const cross = f.crossCheck;
  if (cross) {
    rules.push((form) => ({
      validator: async (_, v: unknown) => {
        const key = cross(v, form.getFieldsValue(true) as Record<string, unknown>);
        if (key) throw new Error(t(key));
      },
    }));
  }
  return rules;
}
