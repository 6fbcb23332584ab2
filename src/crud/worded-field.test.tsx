import { screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { renderPage } from '@/test/render-page';
import type { ColumnOptions } from './types';
import { wordedField } from './worded-field';

type Row = { id: number; n: number };
// a key no locale has: i18next answers the key itself
const words = (r: Row, t: TFunction) => `${r.n} ${t('test.wordedUnit')}`;

describe('wordedField', () => {
  it('shows and exports the same words, with the column options given', () => {
    const field = wordedField<Row>('count', 'a.count', words, { width: 90 });
    expect(field).toMatchObject({ key: 'count', label: 'a.count', column: { width: 90 } });
    expect(field.exportAs).toBe(words);
    const column = field.column as ColumnOptions<Row>;
    renderPage(<>{column.render!({ id: 1, n: 7 }) as ReactNode}</>);
    expect(screen.getByText('7 test.wordedUnit')).toBeInTheDocument();
  });
});
