// fast-check as the mutation run sees it (vitest.stryker.config.ts aliases "fast-check" here): the same
// library, with each property capped at FC_NUM_RUNS runs (default 25). The engine's property tests state
// their own numRuns (thousands), which take precedence over fc.configureGlobal, so the cap is applied
// on the way in, with a fixed seed (FC_SEED, default 1) so that every mutant meets the same cases and
// the results compare between runs. Only the mutation run uses this; `npm test` runs the properties in
// full, with fresh seeds.
import * as real from "../../node_modules/fast-check/lib/fast-check.js";

const maximo = Number(process.env.FC_NUM_RUNS ?? 25);
const semente = Number(process.env.FC_SEED ?? 1);

function limitar<T>(parametros: real.Parameters<T> | undefined): real.Parameters<T> {
  return { seed: semente, ...parametros, numRuns: Math.min(parametros?.numRuns ?? maximo, maximo) };
}

export * from "../../node_modules/fast-check/lib/fast-check.js";

export function assert<T>(propriedade: real.IRawProperty<T>, parametros?: real.Parameters<T>) {
  return real.assert(propriedade, limitar(parametros));
}

export function check<T>(propriedade: real.IRawProperty<T>, parametros?: real.Parameters<T>) {
  return real.check(propriedade, limitar(parametros));
}

export default { ...real.default, assert, check };
