import { EntitySchema, type OptionalProps } from '@mikro-orm/core';
import { projectCategories, type ProjectCategory } from '../../shared/domain';

export class Project {
  declare [OptionalProps]?: 'displayOrder';
  id!: number;
  title!: string;
  description: string | null = null;
  location: string | null = null;
  imageUrls: string[] | null = null;
  category!: ProjectCategory;
  featured = false;
  /** Place in the public list and on the home page: ascending, ties newest first. */
  displayOrder = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const ProjectSchema = new EntitySchema<Project>({
  class: Project,
  tableName: 'project',
  checks: [{ name: 'project_title_not_blank', expression: 'length(TRIM(BOTH FROM title)) > 0' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 200 },
    description: { type: 'text', nullable: true },
    location: { type: 'string', length: 200, nullable: true },
    imageUrls: { type: 'json', nullable: true },
    category: { enum: true, items: () => [...projectCategories], type: 'string' },
    featured: { type: 'boolean', default: false },
    displayOrder: { type: 'integer', default: 0 },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
