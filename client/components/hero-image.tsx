import type { ReactNode } from 'react';
import type { SiteImage } from '../../shared/api-types';
import { SampleTag } from './sample-tag';
import { ProjectImage } from './project-image';

/** A hero beside the title from this width on (under it, below the actions, on narrower screens). */
const BESIDE_TITLE = '(min-width: 961px)';

/**
 * A photo of the work beside an inner page's title, the first screen's
 * largest image on a desktop. `onPhoneFirstScreen`: the page's hero is short
 * enough that the photo is the largest thing of a phone's first screen too.
 */
export function HeroImage({
  image,
  onPhoneFirstScreen,
  caption,
  sample,
}: {
  image: SiteImage;
  onPhoneFirstScreen?: boolean;
  caption?: ReactNode;
  /** The image is a sample of a project's mix: tagged as one. */
  sample?: boolean;
}) {
  return (
    <figure className="page-hero-figure">
      <span className="project-card-photo">
        <ProjectImage
          image={image}
          sizes={`${BESIDE_TITLE} 520px, calc(100vw - 2rem)`}
          priority={onPhoneFirstScreen || { media: BESIDE_TITLE }}
        />
        {sample && <SampleTag />}
      </span>
      {caption && <figcaption className="page-hero-caption">{caption}</figcaption>}
    </figure>
  );
}
