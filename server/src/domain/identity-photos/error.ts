/** Why a card photo was refused: over the size limit, not one of the three types by its bytes, or broken. */
export type PhotoProblem = 'type' | 'size' | 'unreadable';

export class IdentityPhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`The identity photo was refused (${problem}).`);
    this.name = 'IdentityPhotoError';
  }
}

/** What a format's cleaner hands back: the rebuilt file, the size its header declares, and the EXIF orientation it dropped. */
export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** 1-8 when the dropped EXIF said so. */
  orientation?: number;
}

export const unreadable = () => new IdentityPhotoError('unreadable');
