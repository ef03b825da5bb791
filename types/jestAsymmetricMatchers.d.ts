// @types/jest types its asymmetric matchers (`expect.any(Number)`, `expect.stringMatching(/…/)`, …) as
// `any`, so every expected value that holds one was `any` to the no-unsafe-* rules. They are
// AsymmetricMatcher objects at run time (and in jest's own `expect` package types); these overloads,
// merged ahead of @types/jest's, say so. Matchers on `expect.not` are left as they are.
declare global {
  namespace jest {
    interface Expect {
      any(classType: unknown): AsymmetricMatcher;
      anything(): AsymmetricMatcher;
      arrayContaining<E = unknown>(arr: readonly E[]): AsymmetricMatcher;
      closeTo(num: number, numDigits?: number): AsymmetricMatcher;
      objectContaining<E = object>(obj: E): AsymmetricMatcher;
      stringContaining(str: string): AsymmetricMatcher;
      stringMatching(str: string | RegExp): AsymmetricMatcher;
    }
    // jest compares a thrown error with an asymmetric matcher too (`toThrow(expect.objectContaining(…))`).
    // Merging needs @types/jest's own type parameters, unused here and `{}` as written there.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type -- must match @types/jest's declaration to merge
    interface Matchers<R, T = {}> {
      toThrow(error: AsymmetricMatcher): R;
    }
  }
}

export {};
