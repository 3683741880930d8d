/**
 * `true` only when A and B hold the same values. A service's API file uses it to check at compile time that a
 * vocabulary of the service (domain/) and the one its HTTP contract lists agree, where no method signature
 * compares them both ways: `const _typesAgree: SameValues<NotificationType, TNotificationType> = true;`.
 */
export type SameValues<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
