import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app.layout';
import { RouteError } from './route-error.component';

// Each page is its own chunk, so the first visit downloads only the page it lands on.
const HomePage = lazy(() => import('./routes/home.page'));
const NotFoundPage = lazy(() => import('./routes/not-found.page'));
const AdminPage = lazy(() => import('./routes/admin.page'));
const BlogsPage = lazy(() => import('./routes/blogs.page'));
const BlogPostPage = lazy(() => import('./routes/blog-post.page'));

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'blogs', element: <BlogsPage /> },
      { path: 'blogs/:slug', element: <BlogPostPage /> },
      { path: 'admin/*', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
