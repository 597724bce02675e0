// The content schemas live in src/shared/content/ so the build and the console's Content editor
// (the server checks every save with them) share one definition.
export * from '../../shared/content/content-schemas.contract.ts';
