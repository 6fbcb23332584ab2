import { test } from './support/fixtures';
test('only server', ({}, i) => { if (i.project.name !== 'server') throw new Error('wrong'); });
