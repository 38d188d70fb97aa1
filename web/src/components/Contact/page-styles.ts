// The contact page's styles in cascade order: Mantine's input and tab styles before the page's own,
// which override some of them with equal weight. Only the page component imports this, so they load
// with its chunk; a route file's own CSS imports would be carried by every page. The inspection
// form's styles (select list, calendar) are here too, though its code loads later: the server renders
// that form for ?tab=inspection, so they must be in the page's first stylesheet, and a stylesheet that
// arrived with the form's code would come after the page's own rules and win over them.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import classes from './Contact.module.css';

export default classes;
