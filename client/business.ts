import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../shared/language';
import { useLanguage } from './current-route';
import type { BusinessProfile } from '../shared/api-types';
import { readQuery } from './data/queries';

/** The business profile in `language`, from the query cache (every page's state has its page's). */
export function businessIn(queryClient: QueryClient, language: Language): BusinessProfile {
  const business = queryClient.getQueryData(readQuery('business', language).queryKey);
  if (!business) throw new Error('The business profile was not loaded before rendering.');
  return business;
}

/** The business profile (name, phones, address, claims) in the page's language. */
export function useBusiness(): BusinessProfile {
  return businessIn(useQueryClient(), useLanguage());
}
