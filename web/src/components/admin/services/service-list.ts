import type { ServiceDto } from '@shared/schemas/service';

/** Main services in display order, each followed by its sub-services; orphans last. */
export function orderServices(list: ServiceDto[]): ServiceDto[] {
  const mains = list.filter((s) => s.parentId === null);
  const placed = new Set<number>();
  const out: ServiceDto[] = [];
  for (const main of mains) {
    out.push(main);
    placed.add(main.id);
    for (const child of list.filter((s) => s.parentId === main.id)) {
      out.push(child);
      placed.add(child.id);
    }
  }
  return [...out, ...list.filter((s) => !placed.has(s.id))];
}

export function priceText(s: Pick<ServiceDto, 'price' | 'priceUnit'>): string {
  return s.price ? `${s.price} ${s.priceUnit || 'kr'}` : 'Ikke angitt';
}

/** The type column: a main service, or a sub-service of its parent ('Ukjent' when the parent is not in the list). */
export function serviceTypeText(s: Pick<ServiceDto, 'parentId'>, byId: ReadonlyMap<number, Pick<ServiceDto, 'title'>>): string {
  return s.parentId === null ? 'Hovedtjeneste' : `Undertjeneste av ${byId.get(s.parentId)?.title ?? 'Ukjent'}`;
}

/** Possible parents of a service: main services only, never the service itself (docs/PRODUCT.md, section 2). */
export function parentCandidates(list: ServiceDto[], self: Pick<ServiceDto, 'id'> | null): ServiceDto[] {
  return list.filter((s) => s.parentId === null && s.id !== self?.id);
}
