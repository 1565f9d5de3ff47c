/** JSON:API resources of the wedding registry (spec §3): the registry and its items with what guests bought. */
import type { RegistryItemRow, RegistryRow } from '../domain/registry';
import { refs, ref, type Resource } from '../http/jsonapi';

export function registryResource(r: RegistryRow, items: RegistryItemRow[]): Resource {
  return {
    id: String(r.id),
    type: 'wedding_registry',
    attributes: {
      token: r.token, your_name: r.your_name, partner_name: r.partner_name, wedding_date: r.wedding_date,
      item_count: items.length, created_at: r.created_at,
    },
    relationships: { items: refs('wedding_registry_item', items.map((i) => i.id)) },
  };
}

/** `purchased` is the sum bought in complete orders for this registry; it may exceed the quantity asked for. */
export function registryItemResource(item: RegistryItemRow, purchased: number): Resource {
  return {
    id: String(item.id),
    type: 'wedding_registry_item',
    attributes: {
      quantity: item.quantity, purchased_quantity: purchased, remaining_quantity: Math.max(0, item.quantity - purchased),
      created_at: item.created_at,
    },
    relationships: { variant: ref('variant', item.variant_id) },
  };
}
