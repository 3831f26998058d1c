import { useBusiness } from '../business';

/** The license and insurance lines, where the business profile has them (never invented). */
export function Credentials({ className = 'credentials' }: { className?: string }) {
  const { license, insurance } = useBusiness();
  if (!license && !insurance) return null;
  return (
    <p className={className}>
      {license && <span>{license}</span>}
      {license && insurance && ' · '}
      {insurance && <span>{insurance}</span>}
    </p>
  );
}
