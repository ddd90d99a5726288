/** The card photos' limits, the same in the form (a courtesy check) and the server (the real one, by content). */
export const MAX_IDENTITY_PHOTO_BYTES = 5 * 1024 * 1024;

export const IDENTITY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type IdentityPhotoType = (typeof IDENTITY_PHOTO_TYPES)[number];

/** The file picker's `accept`: the three types, by type and by name. */
export const IDENTITY_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

export const isIdentityPhotoType = (type: string): type is IdentityPhotoType => (IDENTITY_PHOTO_TYPES as readonly string[]).includes(type);

export const IDENTITY_PHOTO_SIDES = ['front', 'back'] as const;
export type IdentityPhotoSide = (typeof IDENTITY_PHOTO_SIDES)[number];
