import { useEffect, useState } from 'react';
import type { ExternalProvider, ProviderStatusList } from '../../../shared/auth';
import { apiUrl } from '../../api/apiBaseUrl';

export type ProviderStatus = Partial<Record<ExternalProvider, boolean>>;

/**
 * Which sign-in providers this server is set up for (GET /api/auth/providers). The login page
 * renders without the store, so this is a plain fetch. Until it answers, or if it fails, nothing is
 * known: the buttons stay usable and the server explains a provider it cannot use.
 */
export function useProviderStatus(): ProviderStatus {
  const [status, setStatus] = useState<ProviderStatus>({});
  useEffect(() => {
    const controller = new AbortController();
    fetch(apiUrl('/auth/providers'), { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<ProviderStatusList>) : null))
      .then((list) => {
        if (list) setStatus(Object.fromEntries(list.providers.map((provider) => [provider.id, provider.configured])));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return status;
}
