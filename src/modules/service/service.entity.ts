import { EntitySchema, type Ref } from '@mikro-orm/core';
import { serviceCategories, type ServiceCategory } from '../../shared/domain';

export class Service {
  id!: number;
  title!: string;
  description: string | null = null;
  imageUrl: string | null = null;
  category!: ServiceCategory;
  // A sub-service points at its main service; deleting the main service deletes it (ON DELETE CASCADE).
  parent: Ref<Service> | null = null;
  price: string | null = null;
  priceUnit: string | null = null;
  displayOrder = 0;
  isActive = true;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const ServiceSchema = new EntitySchema<Service>({
  class: Service,
  tableName: 'service',
  checks: [
    { name: 'service_title_not_blank', expression: 'length(TRIM(BOTH FROM title)) > 0' },
    { name: 'service_display_order_non_negative', expression: 'display_order >= 0' },
    { name: 'service_not_own_parent', expression: 'parent_id <> id' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 200 },
    description: { type: 'text', nullable: true },
    imageUrl: { type: 'string', length: 500, nullable: true },
    category: { enum: true, items: () => [...serviceCategories], type: 'string' },
    parent: { kind: 'm:1', entity: () => Service, ref: true, nullable: true, deleteRule: 'cascade', updateRule: 'cascade' },
    price: { type: 'string', length: 100, nullable: true },
    priceUnit: { type: 'string', length: 50, nullable: true },
    displayOrder: { type: 'integer', default: 0 },
    isActive: { type: 'boolean', default: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
