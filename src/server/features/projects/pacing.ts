/** Pacing and budget arithmetic lives in lib/ (the weekly digest warns with it too). */
export * from '../../lib/project-pacing';
