import { describe, expect, it } from 'vitest';
import { restStatus } from './rest-errors';

describe('restStatus', () => {
  it('201 for creates and enquiries, 204 for deletes, default otherwise', () => {
    expect(restStatus({ paths: ['admin.projects.create'], errors: [], type: 'mutation' })).toEqual({ status: 201 });
    expect(restStatus({ paths: ['public.enquiries.contact'], errors: [], type: 'mutation' })).toEqual({ status: 201 });
    expect(restStatus({ paths: ['admin.services.delete'], errors: [], type: 'mutation' })).toEqual({ status: 204 });
    expect(restStatus({ paths: ['admin.services.update'], errors: [], type: 'mutation' })).toEqual({});
    expect(restStatus({ paths: ['public.projects.list'], errors: [], type: 'query' })).toEqual({});
  });
  it('leaves errors to the error mapping', () => {
    expect(restStatus({ paths: ['admin.projects.create'], errors: [new Error('x')], type: 'mutation' })).toEqual({});
  });
});
