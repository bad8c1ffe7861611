import type { DOMAttributes, ReactElement } from 'react';
import type { FocusableElement } from 'react-aria-components';

type HostElement = ReactElement<DOMAttributes<FocusableElement>, string>;

/**
 * React Aria's Pressable/Focusable type their child as a host element; the kit's Button and IconButton
 * behave as one (they take a ref and spread every DOM prop onto the button), so they are accepted too.
 */
export const asTrigger = (element: ReactElement): HostElement => element as HostElement;
