/**
 * Runs `then` once a mutation has succeeded, even if the component that asked is gone by then. The
 * callbacks given to `mutate()` belong to the component: TanStack Query drops them when it unmounts
 * first — a row removed by its own action, which the mutation's refresh of the list takes away
 * before they run, so its toast or its next step was lost. A failure needs nothing here: the http
 * client has told the user already.
 */
export function afterSuccess<T>(mutation: Promise<T>, then: (value: T) => void): void {
  mutation.then(then, () => undefined);
}
