import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { initialSpinState, spinReducer, type SpinAction, type SpinOptions, type SpinState } from '../../lib/vehicle/spin-state.ts';

interface SpinContextValue {
  state: SpinState;
  dispatch: Dispatch<SpinAction>;
}

const SpinContext = createContext<SpinContextValue | null>(null);

export function SpinProvider({ options, children }: { options: SpinOptions; children: ReactNode }) {
  const [state, dispatch] = useReducer(spinReducer, options, initialSpinState);
  return <SpinContext.Provider value={{ state, dispatch }}>{children}</SpinContext.Provider>;
}

/** The spin viewer's state and dispatch; throws when used outside `<SpinProvider>`. */
export function useSpinner(): SpinContextValue {
  const value = useContext(SpinContext);
  if (!value) throw new Error('useSpinner must be used inside <SpinProvider>');
  return value;
}
