import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { portalTheme } from '../src/app/theme';

/**
 * Every antd component the portal renders, rendered once so antd registers its styles. A
 * component missing here still works: antd generates its style in the browser, as before.
 */
const kitchenSink = (): ReactNode[] => {
  const {
    Alert,
    App,
    Avatar,
    Badge,
    Button,
    Card,
    Checkbox,
    Col,
    DatePicker,
    Descriptions,
    Divider,
    Drawer,
    Dropdown,
    Empty,
    Flex,
    Form,
    Input,
    Layout,
    Menu,
    Modal,
    Pagination,
    Radio,
    Result,
    Row,
    Select,
    Skeleton,
    Space,
    Spin,
    Statistic,
    Steps,
    Switch,
    Table,
    Tabs,
    Tag,
    Tooltip,
    Typography,
    Upload,
  } = antd;
  return [
    h(Alert, { title: 'a' }),
    h(Avatar, null),
    h(Badge, { count: 1 }),
    h(Button, null, 'b'),
    h(Card, { title: 'c' }, 'c'),
    h(Checkbox, null),
    h(Row, null, h(Col, { span: 12 })),
    h(DatePicker, null),
    h(DatePicker.RangePicker, null),
    h(Descriptions, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Divider, null),
    h(Drawer, { open: false }),
    h(Dropdown, { menu: { items: [] } }, h('span', null, 'd')),
    h(Empty, null),
    h(Flex, null),
    h(Form, null, h(Form.Item, { label: 'f', name: 'f' }, h(Input, null))),
    h(Input.Password, null),
    h(Input.TextArea, null),
    h(Input.Search, null),
    h(Layout, null, h(Layout.Sider, null), h(Layout.Header, null), h(Layout.Content, null)),
    h(Menu, { items: [{ key: 'a', label: 'a' }] }),
    h(Modal, { open: false }),
    h(Pagination, { total: 100 }),
    h(Radio.Group, { options: ['a'] }),
    h(Result, { status: 'success' }),
    h(Select, null),
    h(Skeleton, null),
    h(Space, null),
    h(Spin, null),
    h(Statistic, { value: 1 }),
    h(Steps, { items: [{ title: 's' }] }),
    h(Switch, null),
    h(Table, { columns: [{ title: 't', dataIndex: 't' }], dataSource: [], rowSelection: {} }),
    h(Tabs, { items: [{ key: 'a', label: 'a' }] }),
    h(Tag, null),
    // A preset or status colour registers its own styles (the transaction and app tags).
    h(Tag, { color: 'blue' }),
    h(Tag, { color: 'success' }),
    h(Tooltip, { title: 't' }, h('span', null, 't')),
    h(Typography.Title, null),
    h(Typography.Text, null),
    h(Typography.Paragraph, null),
    h(Typography.Link, null),
    h(Upload, null),
    h(App, null),
  ];
};

/**
 * antd's component styles as one stylesheet, made at build time (issue #12 item 4): with it in
 * the page, antd finds each style already there (its "cache path" map, the rule on
 * `.data-ant-cssinjs-cache-path`) and skips generating, serialising and injecting it while the
 * first screen renders. In CSS-variable mode a style's path does not depend on the token values,
 * so one stylesheet serves light and night. Every antd style, made here or at run time, is in the
 * `antd` cascade layer (AntdRoot): this sheet loads after styles.css, and an unlayered rule beats
 * a layered one whatever the order, so the portal's own rules keep precedence over antd's.
 */
export const antdStaticStyles = (): string => {
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      // The same layer as AntdRoot's StyleProvider: a style's cache path includes it.
      { cache, layer: true },
      h(antd.ConfigProvider, { theme: portalTheme({ night: false, reduceMotion: false }) }, ...kitchenSink()),
    ),
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
};
