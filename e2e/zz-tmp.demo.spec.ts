import { test } from './support/fixtures';
test('only demo', ({}, i) => { if (i.project.name !== 'demo') throw new Error('wrong'); });
