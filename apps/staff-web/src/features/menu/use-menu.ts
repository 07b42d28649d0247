import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationInput, MenuImportResult, MenuItemInput } from '@hotel/contracts/menu-admin';
import { api } from '../../lib/api-client.ts';

/** Query keys start with the live topic: another manager's change (a staff_update 'menu') refreshes it. */
export const MENU_KEY = ['menu', 'editor'] as const;

export function useStaffMenu() {
  return useQuery({ queryKey: MENU_KEY, queryFn: () => api('/api/staff/menu/') });
}

type ListName = 'locations' | 'sub-categories' | 'items';

export function useMenuMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_KEY });
  const options = { onSuccess: refresh };
  const setAvailable = useMutation({
    mutationFn: ({ id, available }: { id: number; available: boolean }) =>
      api(`/api/staff/menu/items/${id}/availability/`, { method: 'PATCH', body: { available } }),
    onSettled: refresh,
  });
  return {
    saveItem: useMutation({
      mutationFn: ({ id, item }: { id: number | null; item: MenuItemInput }) =>
        id === null
          ? api<{ id: number }>('/api/staff/menu/items/', { method: 'POST', body: item })
          : api<{ id: number }>(`/api/staff/menu/items/${id}/`, { method: 'PUT', body: item }),
      ...options,
    }),
    setAvailable,
    deleteItem: useMutation({
      mutationFn: (id: number) => api(`/api/staff/menu/items/${id}/`, { method: 'DELETE' }),
      ...options,
    }),
    saveLocation: useMutation({
      mutationFn: ({ id, location }: { id: number | null; location: LocationInput }) =>
        id === null
          ? api('/api/staff/menu/locations/', { method: 'POST', body: location })
          : api(`/api/staff/menu/locations/${id}/`, { method: 'PUT', body: location }),
      ...options,
    }),
    deleteLocation: useMutation({
      mutationFn: (id: number) => api(`/api/staff/menu/locations/${id}/`, { method: 'DELETE' }),
      ...options,
    }),
    saveSubCategory: useMutation({
      mutationFn: ({ id, name }: { id: number | null; name: string }) =>
        id === null
          ? api('/api/staff/menu/sub-categories/', { method: 'POST', body: { name } })
          : api(`/api/staff/menu/sub-categories/${id}/`, { method: 'PUT', body: { name } }),
      ...options,
    }),
    deleteSubCategory: useMutation({
      mutationFn: (id: number) => api(`/api/staff/menu/sub-categories/${id}/`, { method: 'DELETE' }),
      ...options,
    }),
    reorder: useMutation({
      mutationFn: ({ list, ids }: { list: ListName; ids: number[] }) =>
        api(`/api/staff/menu/order/${list}/`, { method: 'PUT', body: { ids } }),
      ...options,
    }),
    importMenu: useMutation({
      mutationFn: (document: unknown) =>
        api<MenuImportResult>('/api/staff/menu/import/', { method: 'POST', body: document }),
      ...options,
    }),
  };
}

export async function uploadImage(path: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return api(path, { method: 'POST', body: form });
}

/** Moves the entry at `index` one place up or down; the server takes the whole new order. */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = ids[index + step];
  return target === undefined ? [...ids] : swapped(ids, ids[index]!, target);
}

/** The whole list with two entries' places exchanged (an item and its neighbour in its own group). */
export function swapped(ids: number[], a: number, b: number): number[] {
  return ids.map((id) => (id === a ? b : id === b ? a : id));
}
