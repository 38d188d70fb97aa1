import type { ServiceDto } from '@shared/schemas/service';

/** A service as the admin API returns it, for unit tests of the admin helpers. */
export const service = (id: number, parentId: number | null, title = `S${id}`): ServiceDto => ({
  id,
  parentId,
  title,
  description: null,
  category: 'small_jobs',
  price: null,
  priceUnit: null,
  imageUrl: null,
  image: null,
  displayOrder: 0,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
