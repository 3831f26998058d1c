import type { SiteImage } from '../../shared/api-types';
import { ProjectImage } from './project-image';

/** A photo of the work beside an inner page's title (under it on phones); preloaded where it is the largest thing on screen. */
export function HeroImage({ image }: { image: SiteImage }) {
  return (
    <figure className="page-hero-figure">
      <ProjectImage image={image} sizes="(min-width: 961px) 520px, calc(100vw - 2rem)" priority={{ media: '(min-width: 961px)' }} />
    </figure>
  );
}
