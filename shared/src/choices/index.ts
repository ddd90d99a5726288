/**
 * The avatar and favourite-category choices, as onboarding and the account area show them: a
 * subpath, not the root, so only the screens that choose carry them; each app bundles its own copy
 * and uses the page's one `shared` root by name.
 */
export * from './tiles';
export * from './AvatarChoices';
export * from './CategoryChoices';
export * from './reads';
