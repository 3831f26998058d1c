// Photos of the work for the link-preview cards the route modules describe
// in their SERVER blocks (the browser bundle never includes these calls).
import type { ProjectCard } from '../../shared/api-contract';
import type { SiteImage } from '../../shared/api-types';
import { largestUrl } from '../../shared/image-sources';
import { projectCardsQuery } from '../data/queries';
import type { DataReader } from './define-route';

/** The largest file of a photo (a card is 1200 px wide), and what it shows. */
type Photo = { url: string; alt: string };

export const photoOf = (image: SiteImage | undefined): Photo | undefined => image && { url: largestUrl(image), alt: image.alt };

const galleryPhoto = (item: ProjectCard | undefined): Photo | undefined => photoOf(item?.image);

/** A project of the borough, when the gallery has one. */
export function boroughPhoto(data: DataReader, borough: string): Photo | undefined {
  return galleryPhoto(data(projectCardsQuery())?.find((item) => item.location.endsWith(borough)));
}
