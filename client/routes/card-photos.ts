// Photos of the work for the link-preview cards the route modules describe
// in their SERVER blocks (the browser bundle never includes these calls).
import type { GalleryItem, SiteImage } from '../../shared/api-types';
import { listQuery } from '../data/queries';
import type { DataReader } from './define-route';

type Photo = { url: string; alt: string };

export const photoOf = (image: SiteImage | undefined): Photo | undefined => image && { url: image.url, alt: image.alt };

const galleryPhoto = (item: GalleryItem | undefined): Photo | undefined => item && { url: item.imageUrl, alt: item.imageAlt };

/** A project of the borough, when the gallery has one. */
export function boroughPhoto(data: DataReader, borough: string): Photo | undefined {
  return galleryPhoto(data(listQuery('gallery'))?.find((item) => item.imageSized && item.location.endsWith(borough)));
}
