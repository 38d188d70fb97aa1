// The project list's styles in cascade order: Mantine's tab styles before the page's own. Only the
// page component imports this, so they load with its chunk; a route file's own CSS imports would be
// carried by every page.
import '@mantine/core/styles/Tabs.css';
import classes from './ProjectsPage.module.css';

export default classes;
