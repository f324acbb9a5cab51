/**
 * Skill list data: databases, data engineering, analytics, BI, statistics, machine learning and AI. Entry format
 * and markers are explained in skills.ts.
 */
export const dataSkills: readonly string[] = [
  'PostgreSQL|Postgres', 'MySQL', 'MongoDB|Mongo', 'Redis', 'Elasticsearch|ElasticSearch|OpenSearch', 'Snowflake',
  'BigQuery', 'Redshift', 'DynamoDB', 'SQLite', 'Cassandra', 'Apache Spark|Spark|PySpark', 'Apache Kafka|Kafka',
  'Airflow|Apache Airflow', '!dbt|dbt Cloud|data build tool', 'Databricks', 'Pandas', 'NumPy', 'Tableau',
  'Power BI|PowerBI', 'Looker', '^Excel|Microsoft Excel|MS Excel|advanced Excel', 'Google Sheets',
  'Data Analysis|data analytics', 'Data Visualization|data visualisation|dataviz', 'Machine Learning|ML|AI/ML',
  'Deep Learning', 'NLP|natural language processing', 'Computer Vision',
  'LLMs|LLM|large language models|large language model', 'TensorFlow', 'PyTorch', 'scikit-learn|sklearn',
  'Statistics|statistical analysis', 'ETL|ELT|data pipelines', 'Data Modeling|data modelling', 'Data Science',
  'Data Engineering', 'Artificial Intelligence|?AI|generative AI|GenAI', 'A/B Testing|split testing', 'Data Entry',
  // Databases and stores.
  'Microsoft SQL Server|SQL Server|MSSQL|MS SQL', 'Oracle Database|Oracle DB|?Oracle', 'MariaDB', 'CouchDB',
  'Couchbase', 'Firestore|Cloud Firestore', 'Neo4j', 'Amazon Aurora|?Aurora', 'CockroachDB', 'ClickHouse',
  'TimescaleDB', 'InfluxDB', 'Memcached', 'RabbitMQ', 'Amazon SQS|SQS', 'Google Pub/Sub|Pub/Sub',
  'Vector Databases|vector database|vector search', 'pgvector', '^Pinecone', 'Weaviate', 'Milvus',
  // Data engineering.
  'Hadoop|Apache Hadoop|HDFS', 'Apache Hive|HiveQL|?Hive', 'Trino|Presto|PrestoDB', 'Apache Flink|Flink',
  'Apache Beam', 'Dask', 'Polars', 'Fivetran', 'Airbyte', 'Informatica', 'Talend', 'SSIS', 'SSRS',
  'Azure Data Factory', 'AWS Glue', 'Amazon Athena', 'Amazon Kinesis|Kinesis', 'Delta Lake',
  'Apache Iceberg|?Iceberg', 'Data Warehousing|data warehouse|data warehouses', 'Data Lakes|data lake|lakehouse',
  'Data Governance', 'Data Quality', 'Master Data Management|MDM', 'Big Data', 'Web Scraping|web crawling|Scrapy|BeautifulSoup|Beautiful Soup',
  'Data Cleaning|data cleansing|data wrangling', 'Data Labeling|data labelling|data annotation',
  // Analytics and BI.
  'Business Intelligence|?BI|BI tools', 'Jupyter|Jupyter Notebook|Jupyter Notebooks', 'Matplotlib', 'Seaborn',
  'Plotly|?Dash', 'ggplot2', 'Tidyverse|dplyr', 'R Shiny|?Shiny', 'SciPy', 'statsmodels', 'SPSS|IBM SPSS',
  '^SAS|SAS Enterprise Guide', 'Stata', 'Alteryx', 'Qlik|Qlik Sense|QlikView', 'Metabase',
  'Apache Superset|?Superset', 'Looker Studio|Google Data Studio|Data Studio', 'DAX', 'Power Query',
  'Pivot Tables|pivot table|PivotTables', 'Time Series Analysis|time series forecasting|time-series analysis',
  'Regression Analysis|regression models', 'Hypothesis Testing', 'Bayesian Statistics|Bayesian inference|Bayesian modelling',
  'Econometrics', 'Causal Inference', 'Survey Design|survey analysis', 'Operations Research',
  'GIS|geospatial analysis|ArcGIS|QGIS', 'Bioinformatics', 'Quantitative Analysis|quant analysis',
  'Data Mining', 'Predictive Modeling|predictive modelling|predictive analytics', 'Feature Engineering',
  // Machine learning and AI.
  'Keras', 'XGBoost', 'LightGBM', '^JAX', 'OpenCV', 'spaCy', 'NLTK', 'Hugging Face|HuggingFace',
  'LangChain', 'LlamaIndex', 'Prompt Engineering', '^RAG|retrieval-augmented generation|retrieval augmented generation',
  'LLM Fine-Tuning|fine-tuning LLMs|fine-tune LLMs|LLM fine-tuning', 'AI Agents|agentic AI|LLM agents',
  'MLOps', 'MLflow', 'Kubeflow', 'Weights & Biases|wandb', 'ONNX', 'Amazon SageMaker|SageMaker', 'Vertex AI',
  'Reinforcement Learning', 'Recommender Systems|recommendation systems|recommendation engines',
  'Speech Recognition|?ASR', 'Generative Models|diffusion models|GANs',
];
