/** Nest injection token of the read-model database (kysely). */
export const READ_MODELS = Symbol('ReadModels');
