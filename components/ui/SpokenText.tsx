import type { ReactNode } from 'react';

/**
 * What a screen reader says in place of what the eye reads ("Was $1,250" for a struck-out $1,250,
 * "Page 2, current page" for a bare 2): visually hidden text, with the visible text hidden from
 * assistive technology so it is said once. An aria-label on an element without a role that takes a
 * name (<s>, <span>) may be ignored, and the HTML validator reports it (issue 37 item 11).
 */
export function SpokenText({ spoken, children }: { spoken: string; children: ReactNode }) {
  return (
    <>
      <span className="visually-hidden">{spoken}</span>
      <span aria-hidden="true">{children}</span>
    </>
  );
}
