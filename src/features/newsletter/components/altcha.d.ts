/** The ALTCHA package ships its worker scripts without type declarations. */
declare module 'altcha/workers/sha'
