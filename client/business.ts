import { useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '../shared/api-types';
import { readQuery } from './data/queries';

/** The business profile (name, phones, address, claims): in every page's state. */
export function useBusiness(): BusinessProfile {
  const business = useQueryClient().getQueryData(readQuery('business').queryKey);
  if (!business) throw new Error('The business profile was not loaded before rendering.');
  return business;
}
