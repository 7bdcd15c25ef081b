import { describe, expect, it } from 'vitest';

import { parcelFixture } from '@/testing/parcel-fixtures';

import { editValues } from './edit-parcel';

describe('the parcel edit form', () => {
  it('keeps the prohibited-list tick of my parcel: what is inside was declared already', () => {
    const values = editValues(parcelFixture({ details: 'Jars' }), new Date('2020-01-01T12:00:00Z'));
    expect(values).toMatchObject({ details: 'Jars', prohibitedAck: true });
  });
});
