import { describe, expect, it } from 'vitest';
import { changes } from './activity.service';

describe('changes', () => {
  it('lists only changed fields with from and to', () => {
    expect(changes({ title: 'A', featured: false, imageUrls: ['x'] }, { title: 'B', featured: false, imageUrls: ['x'] })).toEqual({ title: { from: 'A', to: 'B' } });
  });
  it('records creation as to and deletion as from', () => {
    expect(changes(null, { title: 'A' })).toEqual({ title: { to: 'A' } });
    expect(changes({ title: 'A' }, null)).toEqual({ title: { from: 'A' } });
  });
  it('never records secrets or time stamps', () => {
    expect(changes({ password: 'a', passwordHash: 'h', updatedAt: 1 }, { password: 'b', passwordHash: 'i', updatedAt: 2 })).toEqual({});
  });
  it('treats undefined and null as the same', () => {
    expect(changes({ description: null }, { description: undefined })).toEqual({});
  });
});
