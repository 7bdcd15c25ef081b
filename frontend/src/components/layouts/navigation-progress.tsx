import { useNavigation } from 'react-router';

import './navigation-progress.css';

/** NavigationProgress is a thin bar at the top while the next screen's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" aria-hidden="true" />;
}
