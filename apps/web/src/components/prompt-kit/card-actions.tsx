import { createContext, useContext, type ComponentType } from 'react';

import type { Prompt } from './types';

/**
 * A button a feature adds to every prompt card (collections add 'Add to collection'). The app
 * root provides them, so this shared kit never imports a feature.
 */
export type CardAction = ComponentType<{ prompt: Prompt; className: string }>;

export const CardActionsContext = createContext<readonly CardAction[]>([]);

export const useCardActions = () => useContext(CardActionsContext);
