// The page the before/after browser test loads (no route uses the component
// yet): rendered to HTML in the test, and hydrated in the browser from the
// same props, as the site does.
import { BeforeAfter } from '../../../client/components/before-after';
import type { SiteImage } from '../../../shared/api-types';

export interface HarnessProps {
  before: SiteImage;
  after: SiteImage;
}

export const SUBJECT = 'Church aisle floor';

export function HarnessPage({ before, after }: HarnessProps) {
  return (
    <main id="main" className="section">
      <div className="container narrow">
        <h1>Restoration, before and after</h1>
        <BeforeAfter before={before} after={after} sizes="(min-width: 812px) 780px, calc(100vw - 2rem)" subject={SUBJECT} illustration />
      </div>
    </main>
  );
}
