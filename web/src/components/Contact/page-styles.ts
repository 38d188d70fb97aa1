// The contact page's styles in cascade order: Mantine's input and tab styles before the page's own,
// which override some of them with equal weight. Only the page component imports this, so they load
// with its chunk; a route file's own CSS imports would be carried by every page.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import classes from './Contact.module.css';

export default classes;
